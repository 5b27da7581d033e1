/**
 * Prime sums: Lucy_Hedgehog's O(n^(3/4)) method, a segmented sieve to check it, and exact 128-bit arithmetic.
 * Plain Java: imports no other package of the project and no framework.
 */
package dev.fifteen.numbertheory;
