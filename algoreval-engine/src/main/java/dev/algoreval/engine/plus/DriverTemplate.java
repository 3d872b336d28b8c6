package dev.algoreval.engine.plus;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** A driver's fixed part, kept as a source file of its own language beside this class, so it reads as code. */
final class DriverTemplate {
    private DriverTemplate() {
    }

    static String load(String name) {
        try (InputStream in = DriverTemplate.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("driver template " + name + " is missing from the engine jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
