import type { ReactNode } from "react";

/**
 * A name, an address or a list that may wrap after each `/ : . , _ -` rather than mid-word (where
 * overflow-wrap: anywhere alone breaks it): "replica.orders_cdc_orders", an ARN, a URL, a list of
 * hosts. Never inside a scheme's "://". A part too long for a line of its own still breaks anywhere.
 */
export function withBreaks(text: string): ReactNode[] {
  return text.split(/(?<=[.,_-]|:(?!\/)|\/(?!\/))/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}
