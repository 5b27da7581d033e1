package dev.fifteen.docker;

import dev.fifteen.docker.Dockerfile.Copy;
import dev.fifteen.docker.Dockerfile.Instruction;
import dev.fifteen.docker.Dockerfile.Stage;
import dev.fifteen.search.TableStore;
import dev.fifteen.search.pdb.StoredTables;
import dev.fifteen.search.twentyfour.TilePartition;
import dev.fifteen.search.twentyfour.TwentyFourTableStore;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The image's recipe followed without an engine: the build stage of the {@code Dockerfile} gets exactly the files
 * its {@code COPY} lines bring from the context ({@code .dockerignore} honoured), in a folder of its own, and runs
 * its {@code RUN} lines there (the Maven build, offline from the local repository, and the layer extraction); then
 * the image's {@code COPY --from=build} lines take what they name from that folder, and its class-data-sharing
 * training run starts the application from the extracted layers. A file the build reads but the stage does not
 * copy, a path the image copies but the build does not make, or a start-up the layout breaks fails here with its
 * name, as it would fail {@code docker build}.
 *
 * <p>What offline cannot show: the first {@code RUN}, {@code dependency:go-offline}, only fills the local
 * repository (offline, it is skipped; the build after it proves the repository holds what the build needs), and the
 * CycloneDX SBOM, whose goal runs online only, is not made offline: its {@code COPY} is checked against the
 * plugin's presence in the pom instead. The system-user lines ({@code groupadd}, {@code useradd}) are not run.
 *
 * <p>Slow (a full {@code package} with the tests compiled but not run, then a start of the application): a
 * failsafe test, run by {@code ./mvnw verify} after {@code package}.
 */
@Tag("slow")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DockerBuildStageIT {

    private static final Path CONTEXT = Path.of(".").toAbsolutePath().normalize();
    private static final String BUILD_STAGE = "build";
    /** The whole Maven build on a shared machine; the training run is the application's start. */
    private static final Duration BUILD_TIMEOUT = Duration.ofMinutes(20);

    private static final Duration TRAINING_TIMEOUT = Duration.ofMinutes(5);
    /** Where the image's CycloneDX SBOM goes, made by a goal that runs online only. */
    private static final String SBOM_FOLDER = "target/classes/META-INF/sbom/";

    private static final Pattern PREBUILD =
            Pattern.compile("java\\s+(?:-\\S+\\s+)*-cp\\s+(\\S+)\\s+([\\w.$]+)\\s+([^\\s;&|]+)");

    @TempDir
    static Path root;

    private Dockerfile dockerfile;
    private Stage build;
    private Path buildRoot;
    private Path buildWorkdir;
    private final Map<String, String> arguments = new LinkedHashMap<>();
    private final List<String> skipped = new ArrayList<>();
    private Path imageWorkdir;

    @BeforeAll
    void runTheBuildStage() throws Exception {
        dockerfile = Dockerfile.read(CONTEXT.resolve("Dockerfile"));
        build = dockerfile.stage(BUILD_STAGE);
        DockerIgnore ignore = DockerIgnore.of(CONTEXT);
        buildRoot = Files.createDirectories(root.resolve("build"));
        buildWorkdir = buildRoot;
        int step = 0;
        for (Instruction instruction : build.instructions()) {
            step++;
            switch (instruction.keyword()) {
                case "WORKDIR" -> buildWorkdir = Files.createDirectories(inStage(buildRoot, instruction.arguments()));
                case "ARG" -> {
                    String[] argument = instruction.arguments().split("=", 2);
                    arguments.put(argument[0].strip(), argument.length > 1 ? argument[1].strip() : "");
                }
                case "ENV" -> throw new AssertionError("ENV in the build stage is not read by this test");
                case "COPY" -> copyFromContext(Copy.of(instruction), ignore);
                case "RUN" -> {
                    String command = instruction.arguments();
                    if (command.matches("\\./mvnw(\\s+-\\S+)*\\s+dependency:go-offline")) {
                        skipped.add(command);
                        continue;
                    }
                    if (command.contains("./mvnw")) {
                        assertThat(command)
                                .as("the stage's Maven build leaves the tests out, or it would run this test again")
                                .containsAnyOf("-DskipTests", "-Dmaven.test.skip=true");
                    }
                    run(step, command, buildWorkdir, buildEnvironment(), BUILD_TIMEOUT);
                }
                default ->
                    throw new AssertionError("the build stage's " + instruction.keyword()
                            + " is not read by this test: teach it, or keep the stage to WORKDIR, ARG, COPY and RUN");
            }
        }
    }

    @Test
    void everyFileTheImageCopiesFromTheBuildStageIsThere() throws IOException {
        Path workdir = image();
        assertThat(workdir.resolve("fifteen.jar")).exists();
        assertThat(workdir.resolve("lib")).isDirectory();
        assertThat(skipped).as("the RUN lines left out").hasSizeLessThanOrEqualTo(1);
    }

    @Test
    void theTrainingRunStartsTheApplicationFromTheLayersAndWritesTheArchiveTheEntrypointMaps() throws Exception {
        Path workdir = image();
        Path home = Files.createDirectories(root.resolve("home"));
        Map<String, String> environment = new HashMap<>(System.getenv());
        environment.put("PATH", javaBin() + ":" + System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
        // Its own home, so that anything it would write to the data directory shows; ports of the system's choice,
        // so that a run that failed to exit at refresh cannot take another process' port.
        environment.put(
                "JAVA_TOOL_OPTIONS",
                "-Duser.home=" + home + " -Dserver.port=0 -Dmanagement.server.port=0 -Dserver.address=127.0.0.1");
        List<Instruction> javaRuns = dockerfile.image().all("RUN").stream()
                .filter(run -> run.arguments().startsWith("java "))
                .toList();
        assertThat(javaRuns).as("the class data sharing training run").hasSize(1);
        run(0, javaRuns.get(0).arguments(), workdir, environment, TRAINING_TIMEOUT);

        List<String> entrypoint = Dockerfile.execForm(dockerfile.image().last("ENTRYPOINT"));
        for (String word : entrypoint) {
            if (word.startsWith("-XX:SharedArchiveFile=")) {
                Path archive = workdir.resolve(word.substring("-XX:SharedArchiveFile=".length()));
                assertThat(archive).as("the archive the entrypoint maps").isNotEmptyFile();
            }
        }
        assertThat(workdir.resolve(entrypoint.get(entrypoint.indexOf("-jar") + 1)))
                .as("the jar the entrypoint runs")
                .isNotEmptyFile();
        try (Stream<Path> written = Files.walk(home)) {
            assertThat(written.filter(Files::isRegularFile).toList())
                    .as("what the training run wrote in its home (no tables are built for it)")
                    .isEmpty();
        }
    }

    @Test
    void everyPrebuildStepRunsAMainClassOfTheBuildAndWritesTheFileTheServiceLooksFor() throws Exception {
        Path anywhere = Path.of("data");
        Map<String, Path> servicesFile = Map.of(
                "dev.fifteen.search.pdb.PatternDatabaseFile",
                StoredTables.sevenEight(new TableStore(anywhere, 0, line -> {}), 1)
                        .file()
                        .getFileName(),
                "dev.fifteen.search.twentyfour.TwentyFourTableFile",
                TwentyFourTableStore.fileIn(anywhere, TilePartition.KORF_FELNER).getFileName());
        Path tables = buildRoot.resolve(tablesSource());
        int prebuilds = 0;
        for (Instruction run : build.all("RUN")) {
            Matcher prebuild = PREBUILD.matcher(run.arguments());
            while (prebuild.find()) {
                prebuilds++;
                Path classes = buildWorkdir.resolve(prebuild.group(1));
                String mainClass = prebuild.group(2);
                try (URLClassLoader loader =
                        new URLClassLoader(new URL[] {classes.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
                    Method main = Class.forName(mainClass, false, loader).getMethod("main", String[].class);
                    assertThat(Modifier.isStatic(main.getModifiers()))
                            .as(mainClass + ".main is static")
                            .isTrue();
                } catch (ClassNotFoundException | NoSuchMethodException e) {
                    throw new AssertionError(run.arguments() + ": no main class " + mainClass + " in " + classes, e);
                }
                assertThat(servicesFile)
                        .as("the service's file for " + mainClass)
                        .containsKey(mainClass);
                Path written = buildWorkdir.resolve(prebuild.group(3)).normalize();
                assertThat(written.getFileName()).isEqualTo(servicesFile.get(mainClass));
                assertThat(written.getParent())
                        .as("written where the image copies the tables from")
                        .isEqualTo(tables.normalize());
            }
        }
        assertThat(prebuilds).as("the prebuild steps").isEqualTo(2);
        assertThat(arguments).containsEntry("PREBUILD_TABLES", "false").containsEntry("PREBUILD_5X5_TABLES", "false");
    }

    /** The build stage's folder the image copies into the data directory. */
    private String tablesSource() {
        return dockerfile.image().copies().stream()
                .filter(copy -> copy.from().isPresent() && copy.sources().get(0).endsWith("/tables/"))
                .map(copy -> copy.sources().get(0))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the image copies no tables/ folder"))
                .substring(1);
    }

    /** The image's working directory, laid out (once) with what it takes from the build stage. */
    private Path image() throws IOException {
        if (imageWorkdir == null) {
            imageWorkdir = layOutTheImage(Files.createDirectories(root.resolve("image")));
        }
        return imageWorkdir;
    }

    private Path layOutTheImage(Path image) throws IOException {
        Path workdir = image;
        List<String> missing = new ArrayList<>();
        for (Instruction instruction : dockerfile.image().instructions()) {
            if (instruction.keyword().equals("WORKDIR")) {
                workdir = Files.createDirectories(inStage(image, instruction.arguments()));
            }
            if (!instruction.keyword().equals("COPY")) {
                continue;
            }
            Copy copy = Copy.of(instruction);
            assertThat(copy.from()).as(instruction.arguments()).contains(BUILD_STAGE);
            for (String source : copy.sources()) {
                Path from = inStage(buildRoot, source);
                if (!Files.exists(from)) {
                    if (source.contains(SBOM_FOLDER) && sbomPluginDeclared()) {
                        continue; // made online only (see the class comment)
                    }
                    missing.add(source);
                    continue;
                }
                Path to = copy.destination().startsWith("/")
                        ? inStage(image, copy.destination())
                        : workdir.resolve(copy.destination());
                copyInto(from, to, copy.destination().endsWith("/"), ignoreNothing());
            }
        }
        assertThat(missing)
                .as("what the image copies from the build stage but the build stage did not make")
                .isEmpty();
        return workdir;
    }

    private static boolean sbomPluginDeclared() {
        try {
            return Files.readString(CONTEXT.resolve("pom.xml")).contains("<artifactId>cyclonedx-maven-plugin");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void copyFromContext(Copy copy, DockerIgnore ignore) throws IOException {
        assertThat(copy.from()).as("a build-stage COPY from another stage").isEmpty();
        Path to = copy.destination().startsWith("/")
                ? inStage(buildRoot, copy.destination())
                : buildWorkdir.resolve(copy.destination());
        boolean intoFolder = copy.destination().endsWith("/") || copy.sources().size() > 1;
        for (String source : copy.sources()) {
            if (source.contains("*") || source.contains("?") || source.contains("[")) {
                throw new AssertionError("COPY " + source + ": wildcards are not read by this test");
            }
            String relative =
                    CONTEXT.relativize(CONTEXT.resolve(source).normalize()).toString();
            Path from = CONTEXT.resolve(relative);
            if (!Files.exists(from) || ignore.excludes(relative)) {
                throw new AssertionError("COPY " + source + ": not in the build context"
                        + (Files.exists(from) ? " (.dockerignore leaves it out)" : ""));
            }
            copyInto(
                    from,
                    to,
                    intoFolder,
                    path -> ignore.excludes(CONTEXT.relativize(path).toString()));
        }
    }

    private interface Excluded {
        boolean test(Path path);
    }

    private static Excluded ignoreNothing() {
        return path -> false;
    }

    /**
     * COPY's rule: a folder's contents go into the destination folder; a file goes to the destination, or into it
     * when it names a folder.
     */
    private static void copyInto(Path from, Path to, boolean intoFolder, Excluded excluded) throws IOException {
        if (Files.isDirectory(from)) {
            try (Stream<Path> tree = Files.walk(from)) {
                for (Path path : tree.toList()) {
                    if (excluded.test(path)) {
                        continue;
                    }
                    Path target = to.resolve(from.relativize(path).toString());
                    if (Files.isDirectory(path)) {
                        Files.createDirectories(target);
                    } else {
                        Files.createDirectories(target.getParent());
                        Files.copy(path, target, StandardCopyOption.COPY_ATTRIBUTES);
                    }
                }
            }
        } else {
            Path target = intoFolder || Files.isDirectory(to)
                    ? to.resolve(from.getFileName().toString())
                    : to;
            Files.createDirectories(target.getParent());
            Files.copy(from, target, StandardCopyOption.COPY_ATTRIBUTES);
        }
    }

    private static Path inStage(Path stageRoot, String absolute) {
        return stageRoot.resolve(absolute.replaceFirst("^/+", ""));
    }

    private Map<String, String> buildEnvironment() {
        Map<String, String> environment = new HashMap<>(System.getenv());
        environment.putAll(arguments);
        environment.put("JAVA_HOME", System.getProperty("java.home"));
        environment.put("PATH", javaBin() + ":" + System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
        // Maven 3.9 adds MAVEN_ARGS to every command line: offline, from the local repository of the build that
        // runs this test (failsafe passes it on), so that nothing is downloaded and nothing else is used.
        String repository = System.getProperty("fifteen.maven-repository", "");
        String mavenArgs =
                "-o" + (repository.isBlank() || repository.startsWith("${") ? "" : " -Dmaven.repo.local=" + repository);
        // Nothing of the Maven that runs this test (its project folder, its options) leaks into the stage's.
        environment.keySet().removeIf(name -> name.startsWith("MAVEN_") && !name.equals("MAVEN_USER_HOME"));
        environment.remove("JAVA_TOOL_OPTIONS");
        environment.put("MAVEN_ARGS", mavenArgs);
        return environment;
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin").toString();
    }

    private void run(int step, String command, Path directory, Map<String, String> environment, Duration timeout)
            throws IOException, InterruptedException {
        List<String> words = command.startsWith("[")
                ? Dockerfile.execForm(new Instruction("RUN", command))
                : List.of("/bin/sh", "-c", command);
        Path log = root.resolve("run-" + step + "-" + System.nanoTime() + ".log");
        ProcessBuilder builder = new ProcessBuilder(words)
                .directory(directory.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().clear();
        builder.environment().putAll(environment);
        Process process = builder.start();
        boolean finished = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        if (!finished) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly().waitFor();
        }
        if (!finished || process.exitValue() != 0) {
            throw new AssertionError("RUN " + command + "\n"
                    + (finished ? "exited with " + process.exitValue() : "did not finish within " + timeout)
                    + "; its output:\n" + Files.readString(log));
        }
    }
}
