package dev.algoreval.engine;

import java.nio.file.Files;
import java.nio.file.Path;

/** The project checkout these tests run in, for the tests that read its other modules and documents. */
final class Checkout {
    private Checkout() {
    }

    /** The nearest directory above the working directory with the Maven Wrapper and a POM. */
    static Path root() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("mvnw")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no mvnw above " + Path.of("").toAbsolutePath());
    }
}
