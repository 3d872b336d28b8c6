package dev.algoreval.toolchains;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/** Deletes what a program left behind without following any link it may have planted. */
public final class Directories {
    private Directories() {
    }

    /**
     * A fresh directory under {@code root} (made if missing), named from {@code prefix}, that a sandboxed
     * step may write into: the step runs as an unprivileged sandbox uid.
     */
    static Path createWritableBySandbox(Path root, String prefix) throws IOException {
        Files.createDirectories(root);
        Path dir = Files.createTempDirectory(root, prefix);
        Files.setPosixFilePermissions(dir, java.nio.file.attribute.PosixFilePermissions.fromString("rwxrwxrwx"));
        return dir;
    }

    /** Deletes a whole tree; a problem is reported on stderr, never thrown. */
    public static void deleteRecursively(Path root) {
        if (!Files.exists(root, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                    dir.toFile().setWritable(true, false);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.deleteIfExists(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                    Files.deleteIfExists(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            System.err.println("[algoreval] could not delete " + root + ": " + e.getMessage());
        }
    }
}
