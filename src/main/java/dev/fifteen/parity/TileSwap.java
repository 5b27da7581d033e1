package dev.fifteen.parity;

/**
 * Two tiles whose exchange turns an unsolvable board into a solvable one.
 */
public record TileSwap(int first, int second) {}
