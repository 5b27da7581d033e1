# Fifteen as a container: the layered Spring Boot jar on a JRE, run as a non-root user.
#   docker build -t fifteen .
#   docker run --rm -p 8080:8080 fifteen
FROM eclipse-temurin:17-jdk AS build
WORKDIR /workspace
COPY .mvn/ .mvn/
COPY mvnw pom.xml ./
RUN ./mvnw -q -B dependency:go-offline
COPY src/ src/
COPY openapi.yaml ./
RUN ./mvnw -q -B package -DskipTests \
    && java -Djarmode=tools -jar target/fifteen-*.jar extract --layers --launcher --destination target/extracted

FROM eclipse-temurin:17-jre
RUN groupadd --system fifteen && useradd --system --gid fifteen --home-dir /app fifteen
WORKDIR /app
COPY --from=build /workspace/target/extracted/dependencies/ ./
COPY --from=build /workspace/target/extracted/spring-boot-loader/ ./
COPY --from=build /workspace/target/extracted/snapshot-dependencies/ ./
COPY --from=build /workspace/target/extracted/application/ ./
USER fifteen
EXPOSE 8080
# A heap that still runs out despite the memory budget (fifteen.memory.*) is a broken replica: the JVM exits and
# the orchestrator restarts it, rather than limping on with threads that may have died mid-work.
ENV JAVA_TOOL_OPTIONS="-XX:MaxRAMPercentage=75 -XX:+ExitOnOutOfMemoryError"
# Liveness over bash's /dev/tcp: the JRE image has no curl or wget.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /actuator/health/liveness HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && grep -q '\"UP\"' <&3"]
ENTRYPOINT ["java", "org.springframework.boot.loader.launch.JarLauncher"]
