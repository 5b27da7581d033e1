package dev.fifteen.web.render;

import dev.fifteen.picture.BoardPicture;
import dev.fifteen.picture.ColourScheme;
import dev.fifteen.picture.PngPicture;
import dev.fifteen.picture.SvgPicture;
import dev.fifteen.problem.Limit;
import dev.fifteen.problem.ProblemException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.MoveNotation;
import dev.fifteen.puzzle.MoveReplay;
import dev.fifteen.web.BoardInput;
import dev.fifteen.web.memory.Footprint;
import dev.fifteen.web.memory.RequestMemory;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Service;
import org.springframework.web.HttpMediaTypeNotAcceptableException;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * Reads a picture's parameters ({@link #prepare}: the boards, the size, scheme and format, the moves replayed to
 * check them) and names the picture by a strong ETag, a hash of the parameters as read, before anything is drawn, so
 * that a client's cached copy is confirmed without drawing; then draws it ({@link #draw}) within the memory budget.
 */
@Service
class RenderService {

    static final MediaType SVG = MediaType.parseMediaType("image/svg+xml");

    /** Part of every ETag: raise it when the drawing changes, so that cached pictures are not taken for new ones. */
    private static final int DRAWING_VERSION = 1;

    private final BoardInput boardInput;
    private final RenderProperties properties;
    private final RequestMemory memory;

    RenderService(BoardInput boardInput, RenderProperties properties, RequestMemory memory) {
        this.boardInput = boardInput;
        this.properties = properties;
        this.memory = memory;
    }

    /** A picture read from its parameters and named, not yet drawn. */
    record Rendering(BoardPicture picture, String slides, boolean png, String etag) {

        MediaType mediaType() {
            return png ? MediaType.IMAGE_PNG : SVG;
        }
    }

    /**
     * Reads the parameters.
     *
     * @param accept the request's {@code Accept} header, which decides the format when the query names none
     * @throws ProblemException for any parameter out of range, an invalid board, a malformed or illegal sequence
     * @throws HttpMediaTypeNotAcceptableException when the {@code Accept} header rules out the picture's media type
     */
    Rendering prepare(RenderQuery query, String accept) throws HttpMediaTypeNotAcceptableException {
        Board board = boardInput.board(query.getBoard(), "board");
        Board goal = boardInput.goal(query.getGoal(), board);
        int size = query.getSize() == null ? properties.defaultSize() : query.getSize();
        new Limit("picture-too-large", "fifteen.render.max-size", properties.maxSize())
                .require(
                        size,
                        () -> "size: " + size + " pixels is more than the limit of " + properties.maxSize()
                                + " (fifteen.render.max-size)");
        ColourScheme scheme = scheme(query.getScheme());
        boolean png = query.getFormat() == null ? prefersPng(accept) : png(query.getFormat());
        requireAcceptable(accept, png ? MediaType.IMAGE_PNG : SVG);
        String slides = "";
        if (query.getMoves() != null && !query.getMoves().isBlank()) {
            if (png) {
                throw new ProblemException(
                        ProblemException.Category.INVALID_INPUT,
                        "animation-needs-svg",
                        "Animations are SVG",
                        "moves: an animation is drawn as SVG only; ask for format=svg, or leave the moves out for a"
                                + " PNG",
                        Map.of("field", "moves"));
            }
            memory.admit(
                    4 * Footprint.string(properties.maxSlides()),
                    "an animation of at most " + properties.maxSlides() + " slides");
            slides = MoveNotation.expand(query.getMoves(), properties.maxSlides());
            MoveReplay.play(board, slides);
        }
        boolean blank = query.getBlank() == null || query.getBlank();
        BoardPicture picture = BoardPicture.of(board, goal, size, scheme, blank);
        String etag = etag(board, goal, size, scheme, blank, png, slides);
        return new Rendering(picture, slides, png, etag);
    }

    /** The picture's bytes. */
    byte[] draw(Rendering rendering) {
        BoardPicture picture = rendering.picture();
        if (rendering.png()) {
            memory.admit(
                    PngPicture.bytes(picture), "a PNG of " + picture.width() + " x " + picture.height() + " pixels");
            return PngPicture.draw(picture);
        }
        // the builder, the string and its bytes: about 90 characters a tile with its number, 60 without
        long characters = (long) picture.board().size() * (picture.numbers() ? 90 : 60)
                + 80L * rendering.slides().length()
                + 1024;
        memory.admit(
                3 * Footprint.string(characters), "an SVG of " + picture.board().size() + " cells");
        double step = properties.step().toNanos() / 1e9;
        return SvgPicture.draw(picture, rendering.slides(), step).getBytes(StandardCharsets.UTF_8);
    }

    private String etag(
            Board board, Board goal, int size, ColourScheme scheme, boolean blank, boolean png, String slides) {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
        String parameters = String.join(
                "|",
                Integer.toString(DRAWING_VERSION),
                board.toText(),
                goal.toText(),
                Integer.toString(size),
                scheme.wireName(),
                Boolean.toString(blank),
                png ? "png" : "svg",
                slides,
                Long.toString(properties.step().toMillis()));
        byte[] hash = digest.digest(parameters.getBytes(StandardCharsets.UTF_8));
        return "\"" + Base64.getUrlEncoder().withoutPadding().encodeToString(Arrays.copyOf(hash, 18)) + "\"";
    }

    private static ColourScheme scheme(String name) {
        if (name == null) {
            return ColourScheme.PLAIN;
        }
        try {
            return ColourScheme.ofWireName(name.trim());
        } catch (IllegalArgumentException e) {
            throw unknown("scheme", name, "plain, inplace or fringe");
        }
    }

    private static boolean png(String format) {
        return switch (format.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "png" -> true;
            case "svg" -> false;
            default -> throw unknown("format", format, "svg or png");
        };
    }

    private static ProblemException unknown(String field, String value, String known) {
        String shown = value.length() <= 20 ? value : value.substring(0, 20) + "...";
        return new ProblemException(
                ProblemException.Category.INVALID_INPUT,
                "unknown-" + field,
                "Unknown " + field,
                field + ": '" + shown + "' is not a " + field + "; use " + known,
                Map.of("field", field));
    }

    /**
     * Refuses to answer in a media type the request's {@code Accept} header rules out (a {@code format} parameter
     * chooses between the two pictures, it does not overrule the header); no header, or one that cannot be read,
     * accepts anything.
     */
    private static void requireAcceptable(String accept, MediaType chosen) throws HttpMediaTypeNotAcceptableException {
        if (accept == null || accept.isBlank()) {
            return;
        }
        List<MediaType> types;
        try {
            types = MediaType.parseMediaTypes(accept);
        } catch (IllegalArgumentException e) {
            return;
        }
        for (MediaType type : types) {
            if (type.getQualityValue() > 0 && type.isCompatibleWith(chosen)) {
                return;
            }
        }
        throw new HttpMediaTypeNotAcceptableException(List.of(chosen));
    }

    /**
     * Whether an {@code Accept} header prefers PNG: it names {@code image/png} (with a quality above 0) and either
     * names {@code image/svg+xml} with a lower quality, or does not name it and accepts no wildcard
     * ({@code image/*}, {@code *}{@code /*}) with a higher quality. Otherwise SVG, the default.
     */
    static boolean prefersPng(String accept) {
        if (accept == null || accept.isBlank()) {
            return false;
        }
        List<MediaType> types;
        try {
            types = MediaType.parseMediaTypes(accept);
        } catch (IllegalArgumentException e) {
            return false;
        }
        double png = -1;
        double svg = -1;
        double wildcard = -1;
        for (MediaType type : types) {
            double quality = type.getQualityValue();
            if (type.getType().equals("image") && type.getSubtype().equals("png")) {
                png = Math.max(png, quality);
            } else if (type.getType().equals("image") && type.getSubtype().equals("svg+xml")) {
                svg = Math.max(svg, quality);
            } else if (type.isWildcardType() || (type.getType().equals("image") && type.isWildcardSubtype())) {
                wildcard = Math.max(wildcard, quality);
            }
        }
        return png > 0 && (svg >= 0 ? png > svg : png >= wildcard);
    }
}
