import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { FormDefinitionSchema, siteKeys, type CartEntry } from '../../schemas';
import { FORM_NOTICE, REQUIRED, TEXT_TOO_LONG } from '../../schemas/forms/form-rules';
import { ANSWER_INVALID } from '../../schemas/messages';
import { ZIP_CODES_5_DIGITS } from '../../schemas/address/postal-codes';
import { add, arrivingVisitor, cartOf, ENTRIES, websiteId } from './cart-helpers';
import { demoProduct, putSiteContent, seedDemoSite } from './demo-site';
import { demoForm } from './form-helpers';

beforeAll(seedDemoSite);

const SUBSCRIPTION_API = '/api/3/commerce/cart/subscription';
const engraving = demoForm('form-engraving');
const [text, style] = engraving.fields;

async function spoon() {
  const item = await demoProduct('item-spoon');
  return { itemId: item.id, sku: item.structuredContent.variants[0].sku, quantity: 1 };
}

async function refusalOf(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('a product with a required custom form', () => {
  it('is refused without answers, with a message per field, and nothing is added', async () => {
    const visitor = await arrivingVisitor();
    for (const additionalFields of ['null', '{}', '[]', '"engraving"', '42']) {
      expect(await refusalOf(await visitor.send(ENTRIES, 'POST', { ...(await spoon()), additionalFields })), additionalFields).toEqual({
        status: 400,
        body: { message: FORM_NOTICE, errorType: 'API_FAILURE', errors: { [text.id]: REQUIRED, [style.id]: REQUIRED } },
      });
    }
    expect(await refusalOf(await visitor.send(ENTRIES, 'POST', await spoon()))).toMatchObject({ status: 400 });
    expect((await cartOf(visitor)).entries).toEqual([]);
  });

  it('is refused with answers the form does not take', async () => {
    const visitor = await arrivingVisitor();
    const additionalFields = JSON.stringify({ [text.id]: 'x'.repeat(21), [style.id]: 'Gothic' });
    expect(await refusalOf(await visitor.send(ENTRIES, 'POST', { ...(await spoon()), additionalFields }))).toEqual({
      status: 400,
      body: { message: FORM_NOTICE, errorType: 'API_FAILURE', errors: { [text.id]: TEXT_TOO_LONG, [style.id]: ANSWER_INVALID } },
    });
  });

  it('is added with answers that pass, kept in their shapes and without answers to no field', async () => {
    const visitor = await arrivingVisitor();
    const { newlyAdded } = await add(visitor, { ...(await spoon()), additionalFields: JSON.stringify({ extra: 'x', [style.id]: style.options![1], [text.id]: 'ADA' }) });
    expect(JSON.parse(newlyAdded.additionalFields)).toEqual({ [text.id]: 'ADA', [style.id]: style.options![1] });
  });

  it('keeps its answers checked when the cart edits them', async () => {
    const visitor = await arrivingVisitor();
    const { newlyAdded } = await add(visitor, { ...(await spoon()), additionalFields: JSON.stringify({ [text.id]: 'ADA', [style.id]: style.options![0] }) });
    const path = `${ENTRIES}/${newlyAdded.id}/additionalFields`;
    const body = (answers: object) => ({ itemId: newlyAdded.itemId, sku: newlyAdded.sku, additionalFields: JSON.stringify(answers) });
    expect(await refusalOf(await visitor.send(path, 'PUT', body({ [text.id]: '', [style.id]: style.options![0] })))).toEqual({
      status: 400,
      body: { message: FORM_NOTICE, errorType: 'API_FAILURE', errors: { [text.id]: REQUIRED } },
    });
    const changed = await visitor.send(path, 'PUT', body({ [text.id]: 'GRACE', [style.id]: style.options![0] }));
    expect(changed.status).toBe(200);
    const { updatedEntry } = (await changed.json()) as { updatedEntry: CartEntry };
    expect(JSON.parse(updatedEntry.additionalFields)).toEqual({ [text.id]: 'GRACE', [style.id]: style.options![0] });
  });
});

describe('a subscription with a custom form', () => {
  it('is refused without a valid address (SUB_WITH_FORM_FAILURE) and bought with one, kept as an Address', async () => {
    const coffee = await demoProduct('item-coffee');
    const form = FormDefinitionSchema.parse({ id: 'delivery-form', name: 'Delivery', fields: [{ id: 'ship', type: 'address', title: 'Ship to', required: true }] });
    const item = { ...coffee, id: 'item-coffee-delivered', structuredContent: { ...coffee.structuredContent, additionalFieldsFormId: form.id, additionalFieldsForm: form } };
    await putSiteContent(siteKeys.item(await websiteId(), item.id), JSON.stringify(item));
    const visitor = await arrivingVisitor();
    const sku = coffee.structuredContent.variants[0].sku;
    const address = { Line1: '1 Main St', Line2: '', City: 'Springfield', State: 'IL', Zip: '6270', Country: 'US' };
    const refused = await visitor.send(SUBSCRIPTION_API, 'POST', { itemId: item.id, sku, qty: 1, additionalFields: JSON.stringify({ ship: address }) });
    expect(await refusalOf(refused)).toEqual({ status: 400, body: { message: FORM_NOTICE, errorType: 'SUB_WITH_FORM_FAILURE', errors: { ship: ZIP_CODES_5_DIGITS } } });
    const bought = await visitor.send(SUBSCRIPTION_API, 'POST', { itemId: item.id, sku, qty: 1, additionalFields: JSON.stringify({ ship: { ...address, Zip: '62701' } }) });
    expect(bought.status).toBe(200);
    const { cartToken } = (await bought.json()) as { cartToken: string };
    const cart = await env.CARTS.get(env.CARTS.idFromName(`${await websiteId()}/${cartToken}`)).cart();
    expect(cart && JSON.parse(cart.entries[0].additionalFields)).toEqual({ ship: { ...address, Zip: '62701' } });
  });
});
