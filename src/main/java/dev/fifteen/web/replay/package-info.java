/**
 * {@code /replay}: plays a move sequence on a board and grades it against the optimal distance. Imports the domain
 * and the shared {@code dev.fifteen.web}; never another feature.
 */
package dev.fifteen.web.replay;
