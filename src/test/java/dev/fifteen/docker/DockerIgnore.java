package dev.fifteen.docker;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The rules of a {@code .dockerignore} file: which paths of the build context the engine leaves out of what a
 * {@code COPY} sees, so that a test can lay out exactly what the image's build stage gets.
 *
 * <p>The rules are the engine's (Docker's "dockerignore" reference, implemented by moby's patternmatcher): one
 * pattern a line, {@code #} lines and blank lines ignored; a pattern is cleaned like a path (a leading {@code /} or
 * {@code ./} and a trailing {@code /} dropped) and anchored at the context's root, unlike {@code .gitignore}:
 * {@code *.pdb} leaves out the root's tables only, {@code **}{@code /*.pdb} every one; {@code *} and {@code ?} never
 * cross a {@code /}, {@code **} crosses any number of folders, {@code [...]} is a character class
 * ({@code [^...]} its complement) and {@code \} escapes the next character. A pattern that matches a folder
 * leaves out everything below it. A line starting with {@code !} brings matching paths back in; the last pattern
 * that matches a path decides.
 *
 * <p>Each pattern becomes one regular expression; a check costs the patterns times the path's folders.
 */
final class DockerIgnore {

    private record Rule(Pattern pattern, boolean exception) {}

    private final List<Rule> rules;

    private DockerIgnore(List<Rule> rules) {
        this.rules = rules;
    }

    /** The rules of the context's {@code .dockerignore}, none when it has no such file. */
    static DockerIgnore of(Path context) throws IOException {
        Path file = context.resolve(".dockerignore");
        return Files.exists(file) ? parse(Files.readAllLines(file)) : parse(List.of());
    }

    /** The rules of these lines of a {@code .dockerignore} file. */
    static DockerIgnore parse(List<String> lines) {
        List<Rule> rules = new ArrayList<>();
        for (String line : lines) {
            String pattern = line.trim();
            if (pattern.isEmpty() || pattern.startsWith("#")) {
                continue;
            }
            boolean exception = pattern.startsWith("!");
            if (exception) {
                pattern = pattern.substring(1).trim();
            }
            pattern = clean(pattern);
            if (!pattern.isEmpty()) {
                rules.add(new Rule(Pattern.compile(regex(pattern)), exception));
            }
        }
        return new DockerIgnore(List.copyOf(rules));
    }

    /**
     * Whether the engine leaves this path out of the context.
     *
     * @param path relative to the context's root, folders separated by {@code /}
     */
    boolean excludes(String path) {
        String cleaned = clean(path);
        boolean excluded = false;
        for (Rule rule : rules) {
            if (matchesItOrAFolderAbove(rule.pattern(), cleaned)) {
                excluded = !rule.exception();
            }
        }
        return excluded;
    }

    private static boolean matchesItOrAFolderAbove(Pattern pattern, String path) {
        if (pattern.matcher(path).matches()) {
            return true;
        }
        for (int slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1)) {
            if (pattern.matcher(path.substring(0, slash)).matches()) {
                return true;
            }
        }
        return false;
    }

    /** A path cleaned as Go's {@code filepath.Clean} would for these patterns: no leading {@code /} or {@code ./}. */
    private static String clean(String path) {
        List<String> parts = new ArrayList<>();
        for (String part : path.split("/")) {
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (part.equals("..") && !parts.isEmpty()) {
                parts.remove(parts.size() - 1);
            } else if (!part.equals("..")) {
                parts.add(part);
            }
        }
        return String.join("/", parts);
    }

    private static String regex(String pattern) {
        StringBuilder regex = new StringBuilder();
        int length = pattern.length();
        for (int i = 0; i < length; i++) {
            char c = pattern.charAt(i);
            if (c == '*' && i + 1 < length && pattern.charAt(i + 1) == '*') {
                i++;
                if (i + 1 < length && pattern.charAt(i + 1) == '/') {
                    i++;
                    regex.append("(?:.*/)?"); // "**/" also matches no folder at all
                } else {
                    regex.append(".*");
                }
            } else if (c == '*') {
                regex.append("[^/]*");
            } else if (c == '?') {
                regex.append("[^/]");
            } else if (c == '\\' && i + 1 < length) {
                regex.append(Pattern.quote(String.valueOf(pattern.charAt(++i))));
            } else if (c == '[') {
                int end = pattern.indexOf(']', i + 2);
                if (end < 0) {
                    throw new IllegalArgumentException("an unclosed character class in " + pattern);
                }
                String inside = pattern.substring(i + 1, end);
                regex.append('[').append(inside).append(']');
                i = end;
            } else {
                regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return regex.toString();
    }
}
