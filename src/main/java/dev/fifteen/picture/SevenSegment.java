package dev.fifteen.picture;

import java.awt.Graphics2D;
import java.awt.geom.Path2D;

/**
 * Digits drawn as the seven bars of a seven-segment display, as hexagonal polygons: numbers without a font, for
 * pictures drawn where no font is installed. Segments in the usual order: a (top), b (top right), c (bottom right),
 * d (bottom), e (bottom left), f (top left), g (middle).
 */
final class SevenSegment {

    /** The lit segments of each digit, bit 0 for a to bit 6 for g. */
    private static final int[] SEGMENTS = {
        0b0111111, 0b0000110, 0b1011011, 0b1001111, 0b1100110, 0b1101101, 0b1111101, 0b0000111, 0b1111111, 0b1101111
    };

    private SevenSegment() {}

    /** Draws a number centred on {@code (centreX, centreY)}, its digits {@code height} pixels high. */
    static void drawNumber(Graphics2D graphics, int number, double centreX, double centreY, double height) {
        String digits = Integer.toString(number);
        double width = height * BoardPicture.DIGIT_WIDTH;
        double gap = height * BoardPicture.DIGIT_GAP;
        double total = digits.length() * width + (digits.length() - 1) * gap;
        double x = centreX - total / 2;
        double y = centreY - height / 2;
        Path2D.Double shape = new Path2D.Double();
        for (int i = 0; i < digits.length(); i++) {
            addDigit(shape, digits.charAt(i) - '0', x + i * (width + gap), y, width, height);
        }
        graphics.fill(shape);
    }

    private static void addDigit(Path2D.Double shape, int digit, double x, double y, double width, double height) {
        double t = height * 0.16; // a bar's thickness
        double half = height / 2;
        int lit = SEGMENTS[digit];
        if ((lit & 1) != 0) {
            horizontal(shape, x, y + t / 2, width, t);
        }
        if ((lit & 2) != 0) {
            vertical(shape, x + width - t / 2, y, half, t);
        }
        if ((lit & 4) != 0) {
            vertical(shape, x + width - t / 2, y + half, half, t);
        }
        if ((lit & 8) != 0) {
            horizontal(shape, x, y + height - t / 2, width, t);
        }
        if ((lit & 16) != 0) {
            vertical(shape, x + t / 2, y + half, half, t);
        }
        if ((lit & 32) != 0) {
            vertical(shape, x + t / 2, y, half, t);
        }
        if ((lit & 64) != 0) {
            horizontal(shape, x, y + half, width, t);
        }
    }

    /** A horizontal bar across {@code [x, x + length]}, centred on the line {@code y}, pointed at both ends. */
    private static void horizontal(Path2D.Double shape, double x, double y, double length, double t) {
        double h = t / 2;
        shape.moveTo(x + h * 0.4, y);
        shape.lineTo(x + h * 1.4, y - h);
        shape.lineTo(x + length - h * 1.4, y - h);
        shape.lineTo(x + length - h * 0.4, y);
        shape.lineTo(x + length - h * 1.4, y + h);
        shape.lineTo(x + h * 1.4, y + h);
        shape.closePath();
    }

    /** A vertical bar down {@code [y, y + length]}, centred on the line {@code x}, pointed at both ends. */
    private static void vertical(Path2D.Double shape, double x, double y, double length, double t) {
        double h = t / 2;
        shape.moveTo(x, y + h * 0.4);
        shape.lineTo(x + h, y + h * 1.4);
        shape.lineTo(x + h, y + length - h * 1.4);
        shape.lineTo(x, y + length - h * 0.4);
        shape.lineTo(x - h, y + length - h * 1.4);
        shape.lineTo(x - h, y + h * 1.4);
        shape.closePath();
    }
}
