import { createContext, useContext } from 'react';
import type { Errors } from '../../../components/form/record-fields';

// The server's field violations of the last save or publish, by path ("blocks[3].image.alt"):
// every field of the editor finds its own here, however deep it sits.
export const ErrorsContext = createContext<Errors>({});

export const useErrors = () => useContext(ErrorsContext);
