package dev.algoreval.engine;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.xml.parsers.DocumentBuilderFactory;

/**
 * A Maven build of its own that runs one suite class of this module's tests through the real Maven
 * Surefire plugin, once per execution with its own system properties and reports directory, so that a
 * test can read what Surefire writes. It inherits the project's parent POM (so Surefire and JUnit have
 * the project's versions), runs offline against the local repository this JVM's JUnit came from, and
 * puts this JVM's class path on the tests' class path: the engine under test is this module's build
 * output, never an installed jar.
 */
final class SurefireBuild {
    private static final String SUREFIRE = "org.apache.maven.plugins:maven-surefire-plugin";

    private final Path dir;
    private final Class<?> suite;
    private final Map<String, Map<String, String>> executions = new LinkedHashMap<>();

    SurefireBuild(Path dir, Class<?> suite) {
        this.dir = dir;
        this.suite = suite;
    }

    /** Adds a run of the suite whose forked JVM has these system properties (AlgoREval keys, e.g. {@code model}). */
    SurefireBuild execution(String id, Map<String, String> systemProperties) {
        executions.put(id, systemProperties);
        return this;
    }

    /** Where the execution's {@code TEST-*.xml} files are. */
    Path reports(String id) {
        return dir.resolve(id + "-reports");
    }

    /** Runs every execution in one Maven invocation; fails with the build's log if Maven fails. */
    String run() throws IOException, InterruptedException {
        Path root = Checkout.root();
        Files.writeString(dir.resolve("pom.xml"), pom(root));
        List<String> command = new ArrayList<>(List.of(maven(root).toString(), "-B", "-ntp", "-o",
                "-Dmaven.repo.local=" + localRepository()));
        executions.keySet().forEach(id -> command.add(SUREFIRE + ":test@" + id));
        Path log = dir.resolve("maven.log");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process maven = builder.start();
        if (!maven.waitFor(600, TimeUnit.SECONDS)) {
            maven.destroyForcibly();
            throw new AssertionError("Maven did not end within 600 s:\n" + Files.readString(log));
        }
        String output = Files.readString(log);
        if (maven.exitValue() != 0) {
            throw new AssertionError("Maven failed (exit " + maven.exitValue() + "):\n" + output);
        }
        return output;
    }

    private String pom(Path root) throws IOException {
        StringBuilder classpath = new StringBuilder();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            // Surefire's own jars in this JVM would meet the ones the inner Surefire brings.
            if (!entry.isBlank() && !entry.replace('\\', '/').contains("/org/apache/maven/surefire/")) {
                classpath.append("<additionalClasspathElement>").append(xml(entry)).append("</additionalClasspathElement>");
            }
        }
        StringBuilder runs = new StringBuilder();
        executions.forEach((id, properties) -> {
            runs.append("<execution><id>").append(xml(id)).append("</id><configuration><reportsDirectory>")
                    .append(xml(reports(id).toString())).append("</reportsDirectory><systemPropertyVariables>");
            properties.forEach((key, value) -> runs.append('<').append(key).append('>').append(xml(value)).append("</")
                    .append(key).append('>'));
            runs.append("</systemPropertyVariables></configuration></execution>");
        });
        return """
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <parent>
                    <groupId>dev.algoreval</groupId>
                    <artifactId>algoreval-parent</artifactId>
                    <version>%s</version>
                    <relativePath>%s</relativePath>
                  </parent>
                  <artifactId>surefire-build</artifactId>
                  <build>
                    <plugins>
                      <plugin>
                        <groupId>org.apache.maven.plugins</groupId>
                        <artifactId>maven-surefire-plugin</artifactId>
                        <configuration>
                          <testClassesDirectory>%s</testClassesDirectory>
                          <includes><include>%s</include></includes>
                          <additionalClasspathElements>%s</additionalClasspathElements>
                        </configuration>
                        <executions>%s</executions>
                      </plugin>
                    </plugins>
                  </build>
                </project>
                """.formatted(xml(parentVersion(root)), xml(root.resolve("pom.xml").toString()),
                xml(testClasses().toString()), xml(suite.getName().replace('.', '/') + ".java"), classpath, runs);
    }

    private Path testClasses() {
        try {
            return Path.of(suite.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The Maven running this build when the POM says so (see the engine's pom.xml), else the project's wrapper. */
    private static Path maven(Path root) {
        String home = System.getProperty("algoreval.test.mavenHome", "");
        return home.isBlank() || home.contains("${") ? root.resolve("mvnw") : Path.of(home, "bin", "mvn");
    }

    /** The repository this JVM's JUnit Platform came from, which holds everything the build here resolved. */
    private static Path localRepository() {
        String marker = "/org/junit/platform/";
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            String path = entry.replace('\\', '/');
            int at = path.indexOf(marker);
            if (at > 0 && path.endsWith(".jar")) {
                return Path.of(entry.substring(0, at));
            }
        }
        throw new IllegalStateException("no JUnit Platform jar from a Maven repository on the class path");
    }

    private static String parentVersion(Path root) {
        try {
            org.w3c.dom.NodeList children = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(root.resolve("pom.xml").toFile()).getDocumentElement().getChildNodes();
            for (int i = 0; i < children.getLength(); i++) {
                if (children.item(i).getNodeName().equals("version")) {
                    return children.item(i).getTextContent().trim();
                }
            }
            throw new IllegalStateException("no <version> in " + root.resolve("pom.xml"));
        } catch (IOException | javax.xml.parsers.ParserConfigurationException | org.xml.sax.SAXException e) {
            throw new IllegalStateException("cannot read the version of " + root.resolve("pom.xml"), e);
        }
    }

    private static String xml(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
