import { config } from './config';

App({
  onLaunch() {
    if (config.cloudEnvId) wx.cloud.init({ env: config.cloudEnvId, traceUser: true });
  },
});
