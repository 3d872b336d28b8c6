package dev.algoreval.dataset;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The seven target languages; ids are stable and appear in unique ids, tags and configuration. */
public enum Language {
    PYTHON("python", "Python", "main.py", List.of("python", "py", "python3")),
    C("c", "C", "main.c", List.of("c", "h")),
    CPP("cpp", "C++", "main.cpp", List.of("cpp", "c++", "cc", "cxx", "hpp")),
    JAVA("java", "Java", "Main.java", List.of("java")),
    JAVASCRIPT("javascript", "JavaScript", "main.js", List.of("javascript", "js", "node", "nodejs")),
    RUST("rust", "Rust", "main.rs", List.of("rust", "rs")),
    GO("go", "Go", "main.go", List.of("go", "golang"));

    private final String id;
    private final String displayName;
    private final String sourceFileName;
    private final List<String> fenceTags;

    Language(String id, String displayName, String sourceFileName, List<String> fenceTags) {
        this.id = id;
        this.displayName = displayName;
        this.sourceFileName = sourceFileName;
        this.fenceTags = fenceTags;
    }

    public String id() {
        return id;
    }

    public String displayName() {
        return displayName;
    }

    /** File name of a complete program in this language, as the toolchain and the references use it. */
    public String sourceFileName() {
        return sourceFileName;
    }

    /** Info strings of a Markdown code fence that mean this language (lower case). */
    public List<String> fenceTags() {
        return fenceTags;
    }

    public static Optional<Language> byId(String id) {
        return Arrays.stream(values()).filter(l -> l.id.equals(id)).findFirst();
    }

    public static Optional<Language> byFenceTag(String tag) {
        String t = tag.toLowerCase(java.util.Locale.ROOT);
        return Arrays.stream(values()).filter(l -> l.fenceTags.contains(t)).findFirst();
    }
}
