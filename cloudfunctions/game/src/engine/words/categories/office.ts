import type { CategoryPairs } from '../source';

/** An optional pack: the working day, for a table of colleagues. */
export const OFFICE: CategoryPairs = {
  easy: `
    年会/春晚 出差/旅游 工资条/成绩单 工位/课桌 名片/身份证 工作证/学生证 下班/放学
  `,
  normal: `
    开会/培训 实习生/临时工 面试/体检 简历/名片 辞职/退休 工资/奖金 团建/年会 工位/会议室 工牌/门禁卡
    合同/发票 报销/发票 幻灯片/表格 邮件/短信 甲方/乙方 老板/员工 前台/秘书 人事/财务 早高峰/晚高峰
    外卖/盒饭 辞职信/请假条 办公室/会议室 工作群/家族群
  `,
  hard: `
    周报/日报 跳槽/辞职 升职/加薪 年假/病假 调休/补班 打印机/复印机 经理/主管 董事长/总经理 秘书/助理
    试用期/实习期 茶水间/休息室
  `,
};
