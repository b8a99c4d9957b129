// Colour contrast of every public and back-office route at 375 px (contrast-suite.mjs).
import { contrastSuite } from './contrast-suite.mjs';

contrastSuite({ width: 375, height: 812 });
