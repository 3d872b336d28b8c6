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

    /** Writes the whole text aside and moves it in, so a reader sees the old file or the new one, never half. */
    public static void write(Path file, String text) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path partial = Files.createTempFile(dir, "." + file.getFileName(), ".part");
        try {
            Files.writeString(partial, text, StandardCharsets.UTF_8);
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
