/**
 * Reference methods the tests check production against, written apart from it: exact distances, parity, slide
 * replay, exact prime sums and a chi-square test; with the goals and random boards they are applied to.
 */
package dev.fifteen.testing.oracle;
