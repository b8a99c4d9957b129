import type { ReactNode } from 'react';
import type { Block } from '../../../gen/gusset/site/v1/page_content_pb';
import { blockTypes, type BodyCase, type FieldsProps } from './block-types';
import { useErrors } from './errors-context';

type Body = NonNullable<Block['body']>;
type Props = { body: Body; path: string; onChange: (body: Body) => void };

// BlockBodyFields is the form of one block's body, by its type (blockTypes[…].Fields).
export function BlockBodyFields({ body, path, onChange }: Props) {
  const errors = useErrors();
  if (!body.case) return null;
  // The case and its value agree (they come from one body); TypeScript cannot follow that.
  const { Fields } = blockTypes[body.case] as unknown as { Fields: (props: FieldsProps<BodyCase>) => ReactNode };
  return <Fields v={body.value} path={path} errors={errors} set={(change) => onChange({ case: body.case, value: { ...body.value, ...change } } as Body)} />;
}
