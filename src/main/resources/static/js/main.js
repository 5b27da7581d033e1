import { Board } from './board.js';
import { BoardControls } from './board-controls.js';
import { BoardView } from './board-view.js';
import { Game } from './game.js';
import { GradePanel } from './grade-panel.js';
import { startLanguage } from './i18n.js';
import { ImportPanel } from './import-panel.js';
import { InvariantPanel } from './invariant-panel.js';
import { NewGamePanel } from './new-game-panel.js';
import { PictureLinks } from './picture-links.js';
import { readShared } from './share.js';
import { SlidingGamePanel } from './sliding-game-panel.js';
import { SolvePanel } from './solve-panel.js';
import { byId } from './ui.js';
import { WorksheetPanel } from './worksheet-panel.js';

/**
 * The playground: wires the panels to one game and starts from what the page's address shares (a scramble
 * to replay, or a board), or else from the solved 4 x 4 board.
 */
async function start() {
    startLanguage();
    const shared = readShared();
    const rows = clampSide(shared.get('rows'), 4);
    const cols = clampSide(shared.get('cols'), 4);
    const game = new Game(Board.standardGoal(rows, cols));
    const boardView = new BoardView(byId('board'), game);
    new BoardControls(game);
    const importPanel = new ImportPanel(game);
    const newGamePanel = new NewGamePanel(game);
    new SolvePanel(game, boardView);
    new SlidingGamePanel();
    new InvariantPanel(game);
    new WorksheetPanel(game);
    new GradePanel(game);
    new PictureLinks(game);


    if (shared.has('board')) {
        await importPanel.importText(shared.get('board'), { goalText: shared.get('goal'), share: false });
    } else if (shared.has('seed')) {
        await newGamePanel.replay(shared);
    }
    document.body.dataset.ready = 'true';
}

function clampSide(value, fallback) {
    const side = Number.parseInt(value ?? '', 10);
    return Number.isInteger(side) && side >= 2 && side <= 10 ? side : fallback;
}

start();
