export { demoOrganisers, seedDemoData } from './seed';
