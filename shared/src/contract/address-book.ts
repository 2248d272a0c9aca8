import {
  addAddressRequestSchema,
  addressListQuerySchema,
  addressListResponseSchema,
  addressResponseSchema,
  deleteAddressRequestSchema,
  updateAddressRequestSchema,
} from "../schemas/addresses.js";
import { messageResponseSchema } from "../schemas/common.js";
import { endpoints } from "./endpoint.js";

/** The signed-in customer's shipping addresses. */
export const addressBook = endpoints(
  "addressBook",
  { tags: ["address book"], auth: "customer" },
  {
    list: {
      method: "get",
      path: "/api/users/addresses/get",
      summary: "The customer's addresses, oldest first",
      schemas: { query: addressListQuerySchema, response: addressListResponseSchema },
    },
    add: {
      method: "post",
      path: "/api/users/addresses/add",
      summary: "Add an address (Algeria needs a national ID; the title defaults to 'My First Address'...)",
      schemas: { body: addAddressRequestSchema, response: addressResponseSchema },
      errors: [409],
    },
    update: {
      method: "post",
      path: "/api/users/address/update",
      summary: "Rewrite one of the customer's addresses",
      schemas: { body: updateAddressRequestSchema, response: addressResponseSchema },
      errors: [404],
    },
    remove: {
      method: "post",
      path: "/api/users/addresses/delete",
      summary: "Delete one of the customer's addresses",
      schemas: { body: deleteAddressRequestSchema, response: messageResponseSchema },
      errors: [404],
    },
  },
);
