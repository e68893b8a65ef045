import { buildCatalogue } from '../build-catalogue';

export default buildCatalogue(import.meta.glob('./*.json', { eager: true, import: 'default' }));
