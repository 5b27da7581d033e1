/**
 * The shared kernel: {@code Board} (immutable, any rectangle, 0 the blank), {@code Direction} and {@code Move}, the
 * text form, and the rules that make a board valid. Plain Java: imports only {@code dev.fifteen.problem}, no
 * framework.
 */
package dev.fifteen.puzzle;
