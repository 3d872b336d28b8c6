package dev.algoreval.engine.plus;

import dev.algoreval.dataset.Language;

/** The driver of each language. */
public final class Drivers {
    private Drivers() {
    }

    public static Driver forLanguage(Language language) {
        return switch (language) {
            case PYTHON -> new PythonDriver();
            case C -> new CDriver();
            case CPP -> new CppDriver();
            case JAVA -> new JavaDriver();
            case JAVASCRIPT -> new JavaScriptDriver();
            case GO -> new GoDriver();
            case RUST -> new RustDriver();
        };
    }
}
