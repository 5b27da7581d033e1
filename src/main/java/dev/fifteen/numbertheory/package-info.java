/**
 * Prime sums by the Lagarias-Miller-Odlyzko O(n^(2/3)) method, and exact 128-bit arithmetic. The references it is
 * checked against (Lucy_Hedgehog's O(n^(3/4)) method and a segmented sieve) live with the tests.
 * Plain Java: imports no other package of the project and no framework.
 */
package dev.fifteen.numbertheory;
