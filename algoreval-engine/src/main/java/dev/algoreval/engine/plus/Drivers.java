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
            case C -> Optional.of(new CDriver());
            case CPP -> Optional.of(new CppDriver());
            default -> Optional.empty();
        };
    }
}
