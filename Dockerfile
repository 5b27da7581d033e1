# Fifteen as a container: the layered Spring Boot jar on a JRE, run as a non-root user.
#   docker build -t fifteen .
#   docker run --rm -p 8080:8080 -p 8081:8081 --stop-timeout 90 fifteen
# 8080 serves the API and the playground, 8081 the Actuator (probes, metrics): expose 8081 to the orchestrator only.
# --stop-timeout 90 (Kubernetes: terminationGracePeriodSeconds: 90) outlasts the 75 s shutdown phase
# (spring.lifecycle.timeout-per-shutdown-phase), itself longer than the longest solve (fifteen.solve.max-timeout 60 s),
# so that a solve in flight at SIGTERM still gets its answer.
# With the 4 x 4 7-8 pattern databases built into the image (about 1.2 GB of memory and a few minutes of processor
# time while building; the image grows by 550 MiB, the 576,580,096-byte table file), so that the service uses them at
# once instead of building them in the background on its first start:
#   docker build --build-arg PREBUILD_TABLES=true -t fifteen .
# The same for the 5 x 5 6-6-6-6 tables of strategy=optimal on 5 x 5 boards (about 600 MB of memory and 3 minutes
# of processor time while building; the image grows by 243 MiB, the 255,028,096-byte file):
#   docker build --build-arg PREBUILD_5X5_TABLES=true -t fifteen .
FROM eclipse-temurin:17-jdk AS build
WORKDIR /workspace
COPY .mvn/ .mvn/
COPY mvnw pom.xml ./
RUN ./mvnw -q -B dependency:go-offline
# Everything the build reads besides the pom: checkstyle.xml (the style check at validate) and the sources.
# DockerBuildStageIT runs this stage without an engine and fails on a file the build reads but the stage leaves out.
COPY checkstyle.xml ./
COPY src/ src/
# The jar carries its SBOM (CycloneDX, META-INF/sbom/application.cdx.json, served at /actuator/sbom/application).
# Extracted as plain jars (the application's and lib/), the form class data sharing can archive. The build's Node
# tools (contract lint, TypeScript checks) and the generated test client check the repository, not the image: the
# stage has no Node and no contract file, so both are skipped, and the tests are not compiled.
RUN ./mvnw -q -B package -Dmaven.test.skip=true -Dfifteen.skip-node=true -Dcodegen.skip=true \
    && java -Djarmode=tools -jar target/fifteen-*.jar extract --layers --destination target/extracted \
    && mv target/extracted/application/fifteen-*.jar target/extracted/application/fifteen.jar
ARG PREBUILD_TABLES=false
RUN mkdir -p tables && if [ "$PREBUILD_TABLES" = "true" ]; then \
        java -Xmx1300m -cp target/classes dev.fifteen.search.pdb.PatternDatabaseFile tables/fifteen-4x4-7-8.pdb; \
    fi
ARG PREBUILD_5X5_TABLES=false
RUN if [ "$PREBUILD_5X5_TABLES" = "true" ]; then \
        java -Xmx700m -cp target/classes dev.fifteen.search.twentyfour.TwentyFourTableFile \
            tables/fifteen-5x5-6-6-6-6.pdb; \
    fi

FROM eclipse-temurin:17-jre
# The pods' user (runAsUser and runAsGroup 10001 in deploy/kubernetes): a user the image knows has a home, /app, so
# that the JVM's user.home, and with it the data directory ~/.cache/fifteen and its prebuilt tables, is found.
RUN groupadd --system --gid 10001 fifteen && useradd --system --uid 10001 --gid fifteen --home-dir /app fifteen
WORKDIR /app
COPY --from=build /workspace/target/extracted/dependencies/ ./
COPY --from=build /workspace/target/extracted/spring-boot-loader/ ./
COPY --from=build /workspace/target/extracted/snapshot-dependencies/ ./
COPY --from=build /workspace/target/extracted/application/ ./
# The SBOM beside the application, for scanners that read the image's files.
COPY --from=build /workspace/target/classes/META-INF/sbom/application.cdx.json /app/sbom/application.cdx.json
LABEL org.opencontainers.image.title="Fifteen" \
      org.opencontainers.image.licenses="Apache-2.0" \
      io.fifteen.sbom="/app/sbom/application.cdx.json"
# Class data sharing: a training run starts the application context and exits (spring.context.exit=onRefresh),
# writing the classes it loaded into an archive that every start then maps instead of loading them again (start-up
# times in docs/operations.md). Made by this image's own JVM, as the archive requires; no tables are built for it.
RUN java -XX:ArchiveClassesAtExit=fifteen.jsa -Dspring.context.exit=onRefresh \
        -Dfifteen.solve.preload-tables=false -Dfifteen.solve.build-7-8=false -jar fifteen.jar
# fifteen.solve.data-dir defaults to ~/.cache/fifteen: the prebuilt tables (if any) are found there, else built there.
COPY --from=build --chown=fifteen:fifteen /workspace/tables/ /app/.cache/fifteen/
USER fifteen
EXPOSE 8080 8081
STOPSIGNAL SIGTERM
# A heap that still runs out despite the memory budget (fifteen.memory.*) is a broken replica: the JVM exits and
# the orchestrator restarts it, rather than limping on with threads that may have died mid-work.
ENV JAVA_TOOL_OPTIONS="-XX:MaxRAMPercentage=75 -XX:+ExitOnOutOfMemoryError"
# Liveness on the management port over bash's /dev/tcp: the JRE image has no curl or wget.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8081 && printf 'GET /actuator/health/liveness HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && grep -q '\"UP\"' <&3"]
ENTRYPOINT ["java", "-XX:SharedArchiveFile=fifteen.jsa", "-jar", "fifteen.jar"]
