import { CatalogueScreen } from '@/features/client/orders/CatalogueScreen';

export default CatalogueScreen;
