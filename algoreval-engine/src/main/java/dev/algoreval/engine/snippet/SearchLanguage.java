package dev.algoreval.engine.snippet;

import dev.algoreval.dataset.Language;
import java.util.List;
import java.util.Locale;

/** A benchmark language as GitHub's code search knows it: its Linguist name and its files' extensions. */
final class SearchLanguage {
    private SearchLanguage() {
    }

    /** The name for the {@code language:} qualifier and the items' {@code language} field (Linguist's names). */
    static String linguistName(Language language) {
        return switch (language) {
            case PYTHON -> "Python";
            case C -> "C";
            case CPP -> "C++";
            case JAVA -> "Java";
            case JAVASCRIPT -> "JavaScript";
            case RUST -> "Rust";
            case GO -> "Go";
        };
    }

    /**
     * Extensions of source files that are certainly in the language. {@code .h} is left out: Linguist
     * files it under C, C++ or Objective-C depending on its content, and a header rarely holds the algorithm.
     */
    static List<String> extensions(Language language) {
        return switch (language) {
            case PYTHON -> List.of("py");
            case C -> List.of("c");
            case CPP -> List.of("cpp", "cc", "cxx", "c++", "hpp", "hh", "hxx");
            case JAVA -> List.of("java");
            case JAVASCRIPT -> List.of("js", "mjs", "cjs");
            case RUST -> List.of("rs");
            case GO -> List.of("go");
        };
    }

    static boolean isSourceFile(String path, Language language) {
        int dot = path.lastIndexOf('.');
        return dot > path.lastIndexOf('/') && extensions(language).contains(path.substring(dot + 1).toLowerCase(Locale.ROOT));
    }
}
