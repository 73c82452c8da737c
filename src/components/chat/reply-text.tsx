/**
 * A reply's text: paragraphs with bold emphasis and, for Jesus, styled references (docs/tools/jesus-my-saviour.md#screen). Every
 * segment is a React text node, so markup in a model's reply shows as plain characters.
 */
import { parseReply } from '../../lib/chat/format-reply';

/** Renders `text` as paragraphs of text nodes. */
export function ReplyText({ text, hasReferences }: { text: string; hasReferences: boolean }) {
  return parseReply(text, hasReferences).map((segments, paragraph) => (
    <p key={paragraph} className="whitespace-pre-line [&+p]:mt-2">
      {segments.map((segment, index) => {
        if (segment.kind === 'strong')
          return (
            <strong key={index} className="font-semibold">
              {segment.text}
            </strong>
          );
        if (segment.kind === 'reference')
          return (
            <cite key={index} className="text-[0.92em] font-medium">
              {segment.text}
            </cite>
          );
        return segment.text;
      })}
    </p>
  ));
}
