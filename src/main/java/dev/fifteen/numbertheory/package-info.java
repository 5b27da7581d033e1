/**
 * Prime sums: the Lagarias-Miller-Odlyzko O(n^(2/3)) method (the service's), Lucy_Hedgehog's O(n^(3/4)) method and a
 * segmented sieve to check it against, and exact 128-bit arithmetic.
 * Plain Java: imports no other package of the project and no framework.
 */
package dev.fifteen.numbertheory;
