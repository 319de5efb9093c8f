export { demoOrganiserFiles } from './demo/index';
export { describeImport, type ImportOptions, type ImportResult, importOrganiser } from './import';
export {
  type OrganiserFile,
  type OrganiserFileInput,
  organiserFileSchema,
  validateOrganiserFile,
} from './import-file';
export { seedDemoData } from './seed';
