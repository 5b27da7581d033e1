package dev.fifteen.picture;

import dev.fifteen.puzzle.Board;

import javax.imageio.ImageIO;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Draws a {@link BoardPicture} as a PNG image with {@code java.awt} in headless mode: tiles as (rounded) squares,
 * numbers as {@link SevenSegment} polygons, so that no font is read. The image holds {@code width * height} pixels
 * of 4 bytes while it is drawn ({@link #bytes}).
 */
public final class PngPicture {

    private PngPicture() {}

    /** The memory a drawing holds at its peak: the pixels, and the encoded image at most as large again. */
    public static long bytes(BoardPicture picture) {
        return 8L * picture.width() * picture.height();
    }

    /** The picture as PNG bytes. */
    public static byte[] draw(BoardPicture picture) {
        Board board = picture.board();
        int columns = board.columns();
        int cell = picture.cell();
        int inset = picture.inset();
        int side = cell - 2 * inset;
        int arc = 2 * picture.corner();
        BufferedImage image = new BufferedImage(picture.width(), picture.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D graphics = image.createGraphics();
        try {
            graphics.setColor(new Color(BoardPicture.BOARD));
            graphics.fillRect(0, 0, picture.width(), picture.height());
            if (arc > 0 || picture.numbers()) {
                graphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            }
            Color[] palette = colours(picture.palette());
            Color blank = new Color(BoardPicture.BLANK);
            Color ink = new Color(BoardPicture.INK);
            for (int i = 0; i < board.size(); i++) {
                int tile = board.tileAt(i);
                if (tile == 0 && !picture.drawBlank()) {
                    continue;
                }
                int x = i % columns * cell + inset;
                int y = i / columns * cell + inset;
                graphics.setColor(tile == 0 ? blank : palette[picture.colourIndex(tile, i)]);
                if (arc > 0) {
                    graphics.fillRoundRect(x, y, side, side, arc, arc);
                } else {
                    graphics.fillRect(x, y, side, side);
                }
                if (tile != 0 && picture.numbers()) {
                    graphics.setColor(ink);
                    SevenSegment.drawNumber(graphics, tile, x + side / 2.0, y + side / 2.0, picture.digitHeight());
                }
            }
        } finally {
            graphics.dispose();
        }
        ByteArrayOutputStream png = new ByteArrayOutputStream(picture.width() * picture.height() / 8 + 1024);
        try {
            ImageIO.write(image, "png", png);
        } catch (IOException e) {
            throw new UncheckedIOException("a PNG written to memory cannot fail", e);
        }
        return png.toByteArray();
    }

    private static Color[] colours(int[] rgb) {
        Color[] colours = new Color[rgb.length];
        for (int i = 0; i < rgb.length; i++) {
            colours[i] = new Color(rgb[i]);
        }
        return colours;
    }
}
