// Colour contrast of every public and back-office route at 1280 px (contrast-suite.mjs).
import { contrastSuite } from './contrast-suite.mjs';

contrastSuite({ width: 1280, height: 800 });
