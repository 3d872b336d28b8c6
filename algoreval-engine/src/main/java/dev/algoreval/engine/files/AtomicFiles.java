package dev.algoreval.engine.files;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Files a reader may open at any moment (a browser refreshing a report, a CI step reading the gate). */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** Writes a file's content to the (existing, empty) path it is given. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Path partial) throws IOException;
    }

    /** Writes the whole text aside and moves it in, so a reader sees the old file or the new one, never half. */
    public static void write(Path file, String text) throws IOException {
        write(file, partial -> Files.writeString(partial, text, StandardCharsets.UTF_8));
    }

    /** Has {@code content} write a file beside {@code file}, then moves it in whole. */
    public static void write(Path file, Content content) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path partial = Files.createTempFile(dir, "." + file.getFileName(), ".part");
        try {
            content.writeTo(partial);
            try {
                Files.move(partial, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(partial);
        }
    }
}
