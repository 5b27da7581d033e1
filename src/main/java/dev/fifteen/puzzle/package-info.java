/**
 * The shared kernel: {@code Board} (immutable, any rectangle, 0 the blank), {@code Direction}, {@code Move} and
 * {@code Neighbours} (the one neighbour table of a grid), the text form, and the rules that make a board valid.
 * Plain Java: imports only {@code dev.fifteen.problem}, no framework.
 */
package dev.fifteen.puzzle;
