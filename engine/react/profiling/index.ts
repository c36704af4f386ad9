// Device profiling: a framework-free run with injected timers, and the app-wide run built on it.
export { profilingSnapshot, restartProfiling, startProfiling, stopProfiling } from './app-profiling';
export { createDeviceProfiler } from './device-profiler';
export type { DeviceProfiler, DeviceProfilerOptions, ProfilingOutcome, ProfilingSnapshot, ProfilingStatus, ProfilingTiming } from './device-profiler';
export { PROFILING_COMPLETE, isProfilingCompleteMessage, listenForProfilingComplete } from './profiling-messages';
