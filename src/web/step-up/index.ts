export { StepUpHost } from './StepUpHost';
export { useStepUpFailRoute } from './fail-route';
