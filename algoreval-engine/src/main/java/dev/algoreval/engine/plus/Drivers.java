package dev.algoreval.engine.plus;

import dev.algoreval.dataset.Language;
import java.util.Optional;

/** The driver of each language that has one. */
public final class Drivers {
    private Drivers() {
    }

    public static Optional<Driver> forLanguage(Language language) {
        return switch (language) {
            case PYTHON -> Optional.of(new PythonDriver());
            case JAVA -> Optional.of(new JavaDriver());
            case JAVASCRIPT -> Optional.of(new JavaScriptDriver());
            default -> Optional.empty();
        };
    }
}
