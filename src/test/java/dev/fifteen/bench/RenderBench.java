package dev.fifteen.bench;

import dev.fifteen.picture.BoardPicture;
import dev.fifteen.picture.ColourScheme;
import dev.fifteen.picture.PngPicture;
import dev.fifteen.picture.SvgPicture;
import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Measures what {@code /render} does for one picture: the board read from its text form, laid out and drawn, as SVG
 * of a 4 x 4 (still, and animated with 80 slides) and as PNG of a 100 x 100 (at the default size and at the largest),
 * and prints the median wall and CPU times with the answer's bytes. Every answer is checked: the SVG has one tile
 * group a cell, the PNG decodes to the expected width. Run with
 * {@code ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.RenderBench}.
 */
public final class RenderBench {

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        Board small = RandomBoards.any(4, 4, RandomBoards.seeded(4));
        Board large = RandomBoards.any(100, 100, RandomBoards.seeded(100));
        String smallText = small.toText();
        String largeText = large.toText();
        String slides = Slides.randomLegal(small, 80, RandomBoards.seeded(80));
        System.out.printf("%-34s %36s %12s%n", "picture", "median", "bytes");

        report("SVG 4 x 4, 360 px, fringe", 2_000, 5_000, i -> svg(smallText, 360, "", 16));
        report("SVG 4 x 4 animated, 80 slides", 2_000, 5_000, i -> svg(smallText, 360, slides, 16));
        report("SVG 100 x 100, 360 px", 20, 50, i -> svg(largeText, 360, "", 10_000));
        report("PNG 4 x 4, 360 px", 200, 500, i -> png(smallText, 360, 360));
        report("PNG 100 x 100, 360 px", 20, 50, i -> png(largeText, 360, 300));
        report("PNG 100 x 100, 2048 px", 10, 20, i -> png(largeText, 2048, 2000));
        Timing.exitOnWrong();
    }

    private static byte[] svg(String text, int size, String slides, int tiles) {
        Board board = Board.parse(text);
        BoardPicture picture = BoardPicture.of(
                board, Board.standardGoal(board.rows(), board.columns()), size, ColourScheme.FRINGE, true);
        String svg = SvgPicture.draw(picture, slides, 0.25);
        Timing.verify(count(svg, "<g id=") == tiles, "one group a cell");
        return svg.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] png(String text, int size, int width) {
        Board board = Board.parse(text);
        BoardPicture picture = BoardPicture.of(
                board, Board.standardGoal(board.rows(), board.columns()), size, ColourScheme.FRINGE, true);
        byte[] png = PngPicture.draw(picture);
        Timing.verify(picture.width() == width, "width " + width);
        return png;
    }

    private static void report(String what, int warmUps, int runs, java.util.function.IntFunction<byte[]> work) {
        byte[][] last = new byte[1][];
        Timing.Medians medians =
                Timing.measure(what, warmUps, runs, false, i -> last[0] = work.apply(i), bytes -> true);
        if (what.startsWith("PNG")) {
            Timing.verify(decodes(last[0]), what + " decodes");
        }
        System.out.printf("%-34s %36s %12d%n", what, medians, last[0].length);
    }

    private static boolean decodes(byte[] png) {
        try {
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
            return image != null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
