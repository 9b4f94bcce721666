// Figure 5 (sizes): the main package — every file reachable from miniprogram/app.json — and the whole
// upload — every file under miniprogram/ that project.config.json's packOptions.ignore keeps.
import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import { allFiles, bytes, ignored, ignoreRules, mainPackage } from './package-files';
import { PROJECT_CONFIG } from './paths';
import { budgeted, type Row } from './report';

const MAIN_BUDGET = 1024 * 1024;
const UPLOAD_BUDGET = 2 * 1024 * 1024;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function sizeFigures(): Row[] {
  const main = mainPackage();
  const mainBytes = bytes(main);
  const rules = ignoreRules();
  const upload = allFiles().filter((f) => !ignored(f, rules));
  const uploadBytes = bytes(upload);
  const vant = [...main].filter((f) => f.includes(`${sep}miniprogram_npm${sep}`));
  return [
    budgeted(5, '小程序主包（app.json 可达的文件，含 Vant）', mainBytes, 'bytes', `${kb(mainBytes)}（${main.size} 个文件，其中 Vant ${kb(bytes(vant))}）`,
      '≤ 1 MB', mainBytes <= MAIN_BUDGET, { files: main.size, vantBytes: bytes(vant) }),
    budgeted(5, '整个上传（packOptions.ignore 之外）', uploadBytes, 'bytes', `${kb(uploadBytes)}（${upload.length} 个文件）`,
      '≤ 2 MB', uploadBytes <= UPLOAD_BUDGET, { files: upload.length, ignoreRules: rules.length, projectConfig: existsSync(PROJECT_CONFIG) }),
  ];
}
