package dev.fifteen.docker;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The instructions of a Dockerfile, stage by stage, read as the engine reads them, so that tests can hold the
 * image's recipe against the build and the application without an engine.
 *
 * <p>Lines ending in {@code \} continue on the next; lines starting with {@code #} are comments, also within a
 * continued instruction; a stage starts at each {@code FROM}, named by its {@code AS}. Only what the tests read is
 * interpreted further: {@code COPY} (its {@code --from}, sources and destination) and the exec form of
 * {@code ENTRYPOINT}. Parser directives and heredocs are not read (the project's Dockerfile has none).
 *
 * @param stages in the file's order
 */
record Dockerfile(List<Stage> stages) {

    /** One instruction: its keyword in capitals and the rest of its line, continuations joined. */
    record Instruction(String keyword, String arguments) {}

    /**
     * One {@code COPY}.
     *
     * @param from        the stage or image it copies from, or empty for the build context
     * @param sources     relative to the context, or absolute paths in the {@code from} stage
     * @param destination absolute, or relative to the stage's working directory at that point
     */
    record Copy(Optional<String> from, List<String> sources, String destination) {

        static Copy of(Instruction copy) {
            List<String> words =
                    new ArrayList<>(Arrays.asList(copy.arguments().trim().split("\\s+")));
            Optional<String> from = Optional.empty();
            while (!words.isEmpty() && words.get(0).startsWith("--")) {
                String flag = words.remove(0);
                if (flag.startsWith("--from=")) {
                    from = Optional.of(flag.substring("--from=".length()));
                }
            }
            if (words.size() < 2) {
                throw new IllegalArgumentException("COPY needs a source and a destination: " + copy.arguments());
            }
            return new Copy(from, List.copyOf(words.subList(0, words.size() - 1)), words.get(words.size() - 1));
        }
    }

    /**
     * One stage.
     *
     * @param base         the image it starts from
     * @param name         its {@code AS} name, or empty
     * @param instructions after its {@code FROM}, in order
     */
    record Stage(String base, Optional<String> name, List<Instruction> instructions) {

        /** Its instructions with this keyword, in order. */
        List<Instruction> all(String keyword) {
            return instructions.stream()
                    .filter(instruction -> instruction.keyword().equals(keyword))
                    .toList();
        }

        /** Its only instruction with this keyword (the last one, as the engine keeps the last). */
        Instruction last(String keyword) {
            List<Instruction> found = all(keyword);
            if (found.isEmpty()) {
                throw new AssertionError("the stage from " + base + " has no " + keyword);
            }
            return found.get(found.size() - 1);
        }

        /** Its copies, in order. */
        List<Copy> copies() {
            return all("COPY").stream().map(Copy::of).toList();
        }
    }

    private static final Pattern FROM = Pattern.compile("(?i)(?:--\\S+\\s+)*(\\S+)(?:\\s+AS\\s+(\\S+))?\\s*");

    /** Reads a Dockerfile. */
    static Dockerfile read(Path file) throws IOException {
        return parse(Files.readAllLines(file));
    }

    /** Reads the lines of a Dockerfile. */
    static Dockerfile parse(List<String> lines) {
        List<Instruction> instructions = new ArrayList<>();
        StringBuilder pending = new StringBuilder();
        for (String line : lines) {
            String trimmed = line.strip();
            if (trimmed.startsWith("#") || trimmed.isEmpty()) {
                continue;
            }
            if (trimmed.endsWith("\\")) {
                pending.append(trimmed, 0, trimmed.length() - 1).append(' ');
                continue;
            }
            pending.append(trimmed);
            String instruction = pending.toString().strip();
            pending.setLength(0);
            if (instruction.isEmpty()) {
                continue;
            }
            String[] parts = instruction.split("\\s+", 2);
            instructions.add(new Instruction(parts[0].toUpperCase(Locale.ROOT), parts.length > 1 ? parts[1] : ""));
        }
        List<Stage> stages = new ArrayList<>();
        String base = null;
        Optional<String> name = Optional.empty();
        List<Instruction> current = new ArrayList<>();
        for (Instruction instruction : instructions) {
            if (instruction.keyword().equals("FROM")) {
                if (base != null) {
                    stages.add(new Stage(base, name, List.copyOf(current)));
                }
                Matcher from = FROM.matcher(instruction.arguments());
                if (!from.matches()) {
                    throw new IllegalArgumentException("an unreadable FROM: " + instruction.arguments());
                }
                base = from.group(1);
                name = Optional.ofNullable(from.group(2));
                current.clear();
            } else if (base == null && !instruction.keyword().equals("ARG")) {
                throw new IllegalArgumentException(instruction.keyword() + " before the first FROM");
            } else if (base != null) {
                current.add(instruction);
            }
        }
        if (base != null) {
            stages.add(new Stage(base, name, List.copyOf(current)));
        }
        return new Dockerfile(List.copyOf(stages));
    }

    /** The stage of this {@code AS} name. */
    Stage stage(String name) {
        return stages.stream()
                .filter(stage -> stage.name().equals(Optional.of(name)))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no stage named " + name));
    }

    /** The last stage, the image itself. */
    Stage image() {
        return stages.get(stages.size() - 1);
    }

    /** The words of an exec-form instruction ({@code ["java", "-jar", "x.jar"]}); no escapes within the words. */
    static List<String> execForm(Instruction instruction) {
        String arguments = instruction.arguments().strip();
        if (!arguments.startsWith("[") || !arguments.endsWith("]")) {
            throw new AssertionError(instruction.keyword() + " is not in the exec form: " + arguments);
        }
        List<String> words = new ArrayList<>();
        Matcher word = Pattern.compile("\"([^\"]*)\"").matcher(arguments);
        while (word.find()) {
            words.add(word.group(1));
        }
        return List.copyOf(words);
    }
}
