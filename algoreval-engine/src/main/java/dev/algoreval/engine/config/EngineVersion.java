package dev.algoreval.engine.config;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The engine's own version, from the build, for the provenance of every result. */
public final class EngineVersion {
    private static final String VERSION = read();

    private EngineVersion() {
    }

    public static String get() {
        return VERSION;
    }

    private static String read() {
        try (InputStream in = EngineVersion.class.getResourceAsStream("/dev/algoreval/engine/engine.properties")) {
            Properties properties = new Properties();
            if (in != null) {
                properties.load(in);
            }
            String version = properties.getProperty("version", "");
            return version.isBlank() || version.contains("${") ? "unknown" : version;
        } catch (IOException e) {
            return "unknown";
        }
    }
}
