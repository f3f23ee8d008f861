export { Hero } from './components/hero';
export { Services } from './components/services';
export { FinancingPrompt } from './components/financing-prompt';
export { HomeSection } from './components/section';
export { homeMessages } from './messages/home';
