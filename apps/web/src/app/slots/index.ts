// Every slot the shell fills (lib/slot.ts), for what renders features outside their routes (tests).
import './dice';
import './header';
import './home';
import './register';
import './wallet';
