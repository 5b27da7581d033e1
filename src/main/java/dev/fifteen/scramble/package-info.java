/**
 * Scrambled boards from a seeded generator: random walks, uniform draws and boards at an exact distance (from
 * complete distance tables). Plain Java: imports {@code puzzle}, {@code parity} and {@code problem}; never the web
 * layer or a framework.
 */
package dev.fifteen.scramble;
