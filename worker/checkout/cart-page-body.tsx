import { CART_PAGE_DATA_ID, CART_PAGE_ROOT_ID } from '../../client/island-roots';
import { CartView, type CartActions, type CartPageData } from '../../client/cart-page/cart-view';
import type { Messages } from '../../schemas/messages';
import { scriptJson } from '../render/document';

// The server renders the cart page once; only the hydrated island acts.
const SERVER_ACTIONS: CartActions = {
  setQuantity: async () => {},
  remove: async () => {},
  editAnswers: () => {},
};

/** The /cart page body: the island's markup and the data it hydrates from. */
export function CartPageBody({ data, messages }: { data: CartPageData; messages: Messages }) {
  return (
    <>
      <div id={CART_PAGE_ROOT_ID}>
        <CartView {...data} actions={SERVER_ACTIONS} messages={messages} />
      </div>
      <script type="application/json" id={CART_PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
    </>
  );
}
