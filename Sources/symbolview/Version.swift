/// symbolview's version: the one place it is written. `symbolview --version` prints it, and
/// `make install` puts it into the man page.
let symbolviewVersion = "1.0.0"
