export { SpeedTestDialog, SPEED_TEST_SLOW_MS } from './SpeedTestDialog';
export type { SpeedTestDialogProps, SpeedTestDomain, SpeedTestResult } from './SpeedTestDialog';
