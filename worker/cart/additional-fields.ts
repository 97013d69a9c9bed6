import { checkAnswers, FORM_NOTICE } from '../../schemas/forms/form-rules';
import type { AddToCartErrorType, AddToCartRefusal, ProductItem } from '../../schemas';

/**
 * Judges a cart entry's custom-form answers (a JSON string, spec section 3)
 * by the product's form, with the rules the dialog applies first. Accepted
 * answers are kept in their spec shapes (an address stays an Address object),
 * so the cart can show them with their labels. A product without a form keeps
 * what it was given.
 */
export function judgeAdditionalFields(product: ProductItem, additionalFields: string, errorType: AddToCartErrorType): { additionalFields: string } | AddToCartRefusal {
  const form = product.structuredContent.additionalFieldsForm;
  if (!form) return { additionalFields };
  const given: unknown = JSON.parse(additionalFields);
  const { answers, problems } = checkAnswers(form, typeof given === 'object' && given !== null && !Array.isArray(given) ? (given as Record<string, unknown>) : {});
  if (Object.keys(problems).length > 0) return { errorType, message: FORM_NOTICE, errors: problems };
  return { additionalFields: JSON.stringify(answers) };
}
